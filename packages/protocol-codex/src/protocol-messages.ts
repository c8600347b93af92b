/**
 * Method-indexed views of the generated protocol types, so callers write
 * `ServerNotificationParams<'turn/completed'>` instead of hunting for the schema's type names.
 */
import type {
  ClientNotification,
  ClientRequest,
  ClientResponseByMethod,
  ServerNotification,
  ServerRequest,
  ServerRequestResponseByMethod,
} from './generated/codex-types.js';

export type ClientRequestMethod = ClientRequest['method'];
export type ClientRequestParams<M extends ClientRequestMethod> = Extract<ClientRequest, { method: M }> extends { params?: infer P }
  ? P
  : undefined;
export type ClientResponse<M extends ClientRequestMethod> = M extends keyof ClientResponseByMethod ? ClientResponseByMethod[M] : unknown;
export type ClientNotificationMethod = ClientNotification['method'];

export type ServerNotificationMethod = ServerNotification['method'];
export type ServerNotificationParams<M extends ServerNotificationMethod> = Extract<ServerNotification, { method: M }>['params'];

export type ServerRequestMethod = ServerRequest['method'];
export type ServerRequestParams<M extends ServerRequestMethod> = Extract<ServerRequest, { method: M }>['params'];
export type ServerRequestResponse<M extends ServerRequestMethod> = ServerRequestResponseByMethod[M];
