import { storedValue } from '../../components/stored-value';
import { type ShoppingLine, addToList } from '../../core/kitchen/shopping';

/** A visitor's list lives in this browser until they sign up or log in, then moves to the account. */
export const localList = storedValue('miamo:shopping-list');

export function parseLocal(raw: string | null): ShoppingLine[] {
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(value)
      ? value.filter((item): item is ShoppingLine => typeof item?.id === 'string' && typeof item.name === 'string')
      : [];
  } catch {
    return [];
  }
}

export const readLocal = () => parseLocal(localList.read());
export const writeLocal = (list: ShoppingLine[]) => localList.write(list.length ? JSON.stringify(list) : null);
export const addLocal = (lines: ShoppingLine[]) => writeLocal(addToList(readLocal(), lines).list);
