// Entry of the pre-paint script (built apart as a classic script by apps/web/build/pre-paint.ts).
import { prePaint } from './pre-paint';

try {
  prePaint();
} catch {
  // Storage disabled, cookies blocked: the page still works, it only loses what this would add.
}
