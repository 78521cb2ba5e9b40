import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** Whether `ref`'s target is gone once pending jobs end and the heap is collected (five tries). */
export async function collected(ref: WeakRef<object>): Promise<boolean> {
  for (let i = 0; i < 5; i++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    collectGarbage();
    if (ref.deref() === undefined) return true;
  }
  return false;
}
