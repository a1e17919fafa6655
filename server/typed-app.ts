import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';

/**
 * The app as routes see it: request params, query, body and replies are typed from the route's
 * own `as const` JSON schemas (src/core/contract), so a handler cannot drift from its contract.
 */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ApiTypeProvider
>;

/** Schemas to types; a binary body (`format: binary`, an image) is sent as a Buffer. */
export type ApiTypeProvider = JsonSchemaToTsProvider<{
  SerializerSchemaOptions: { deserialize: [{ pattern: { type: 'string'; format: 'binary' }; output: Buffer }] };
}>;
