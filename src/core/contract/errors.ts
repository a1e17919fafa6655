/** The one error body of `/v1` (ARCHITECTURE section 3): `{code, errno, error, message, details}`. */
export const errorSchema = {
  type: 'object',
  properties: {
    code: { type: 'integer' },
    errno: { type: 'integer' },
    error: { type: 'string' },
    message: { type: 'string' },
    details: {},
  },
  required: ['code', 'errno', 'error', 'message'],
} as const;
