/**
 * The image storage (an S3-compatible service) cannot be reached or answers 5xx: a moment's
 * outage, answered 503 with Retry-After rather than 500, and retried by the client.
 */
export class StorageUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StorageUnavailableError';
  }
}
