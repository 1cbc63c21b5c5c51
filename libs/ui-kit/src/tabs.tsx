import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  panel: ReactNode;
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem[];
  /** Uncontrolled start; the first tab when absent. */
  defaultSelectedId?: string;
  /** Controlled selection (with `onSelect`). */
  selectedId?: string;
  onSelect?: (id: string) => void;
  className?: string;
}

/**
 * Tabs (WAI-ARIA tabs pattern, automatic activation): one tab stop for the list (roving
 * tabindex); Left/Right arrows move and select, wrapping; Home/End go to the first and last tab.
 * The selected panel is focusable so its content is one Tab away.
 */
export function Tabs({ label, items, defaultSelectedId, selectedId, onSelect, className }: TabsProps) {
  const baseId = useId();
  const [ownSelection, setOwnSelection] = useState(defaultSelectedId ?? items[0]?.id);
  const current = selectedId ?? ownSelection;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  function select(id: string) {
    setOwnSelection(id);
    onSelect?.(id);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = items.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const next = target === undefined ? undefined : items[target];
    if (!next) return;
    event.preventDefault();
    select(next.id);
    tabRefs.current.get(next.id)?.focus();
  }

  return (
    <div className={className ? `tabs ${className}` : 'tabs'}>
      <div role="tablist" aria-label={label} className="tabs__list">
        {items.map((item, index) => {
          const selected = item.id === current;
          return (
            <button
              key={item.id}
              ref={(element) => {
                if (element) tabRefs.current.set(item.id, element);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={selected ? 0 : -1}
              className="tabs__tab"
              onClick={() => select(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          // APG tabs: the panel is a tab stop so text-only content is reachable.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          hidden={item.id !== current}
          className="tabs__panel"
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
