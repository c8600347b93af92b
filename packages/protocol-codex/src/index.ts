/** @mwh/protocol-codex: the Codex app-server protocol, pure. */
export { JsonRpcPeer } from './json-rpc-peer.js';
export type { PeerEvent, JsonRpcPeerOptions, RequestHandler, NotificationHandler } from './json-rpc-peer.js';
export {
  JsonRpcError,
  PeerClosedError,
  PeerSendError,
  JSON_RPC_PARSE_ERROR,
  JSON_RPC_INVALID_REQUEST,
  JSON_RPC_METHOD_NOT_FOUND,
  JSON_RPC_INVALID_PARAMS,
  JSON_RPC_INTERNAL_ERROR,
} from './json-rpc-error.js';
export type { PeerCloseReason } from './json-rpc-error.js';
export {
  parseJsonRpcLine,
  classifyJsonRpc,
  isRequestId,
  encodeRequest,
  encodeNotification,
  encodeResult,
  encodeError,
} from './json-rpc-message.js';
export type { JsonRpcMessage, JsonRpcErrorObject, ParsedLine, RequestId } from './json-rpc-message.js';
