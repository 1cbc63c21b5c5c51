import { Suspense, type ComponentType } from 'react';
import { Link } from 'react-router-dom';

interface HomeSlotProps {
  id: string;
  heading: string;
  moreLabel: string;
  moreTo: string;
  Slot?: ComponentType;
}

/**
 * A box another domain fills. Its body keeps a fixed minimum height while the slot loads, so
 * nothing below it moves when the list arrives.
 */
export function HomeSlot({ id, heading, moreLabel, moreTo, Slot }: HomeSlotProps) {
  return (
    <section className="home-slot" aria-labelledby={`${id}-heading`}>
      <div className="home-slot__header">
        <h2 id={`${id}-heading`}>{heading}</h2>
        <Link to={moreTo}>{moreLabel}</Link>
      </div>
      {Slot && (
        <div className="home-slot__body">
          <Suspense fallback={null}>
            <Slot />
          </Suspense>
        </div>
      )}
    </section>
  );
}
