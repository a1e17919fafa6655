import { ERRNO, errorSchema } from '../core/contract/errors';

/** A field the API names in a refusal (Kinto's details: where, which, why). */
export interface ApiErrorDetail {
  location?: string;
  name?: string;
  description?: string;
}

/** A failed call as the site reads it, whatever failed (ARCHITECTURE section 3: one error shape). */
export interface ApiError {
  /** The HTTP status, or RTK Query's kind of failure (FETCH_ERROR, TIMEOUT_ERROR, PARSING_ERROR...). */
  status: number | string | null;
  /** The API's stable error number, null when the answer was not the API's error body. */
  errno: number | null;
  message: string | null;
  /** The fields named (a list), what else the API said (an object), or null. */
  details: ApiErrorDetail[] | Record<string, unknown> | null;
  /** Fields the body adds to the error shape (a payment's requires_action and client_secret). */
  extra: Record<string, unknown>;
}

/** The errnos the site acts on: the contract's one catalogue. */
export { ERRNO as API_ERRNO };

/** The fields of the API's one error body. */
const ERROR_SHAPE = new Set(Object.keys(errorSchema.properties));

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** How an RTK Query error (or anything a failed call threw) becomes the site's ApiError. */
export function apiErrorOf(error: unknown): ApiError {
  const { status, data } = isObject(error) ? error : {};
  const body = isObject(data) ? data : {};
  const { details } = body;
  const extra = Object.fromEntries(Object.entries(body).filter(([key]) => !ERROR_SHAPE.has(key)));
  return {
    status: typeof status === 'number' || typeof status === 'string' ? status : null,
    errno: typeof body.errno === 'number' ? body.errno : null,
    message: typeof body.message === 'string' ? body.message : null,
    details: Array.isArray(details)
      ? (details.filter(isObject) as ApiErrorDetail[])
      : isObject(details)
        ? details
        : null,
    extra,
  };
}

/** The first field a refusal names, without the `data.` of Kinto-style bodies ({data: {...}}). */
export function refusedFieldOf({ details }: ApiError): ApiErrorDetail | null {
  const first = Array.isArray(details) ? details[0] : undefined;
  return first ? { ...first, name: first.name?.replace(/^data\./, '') } : null;
}
