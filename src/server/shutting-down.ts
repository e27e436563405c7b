/**
 * What a request gets once `close()` began (server/index.ts: one arriving on a kept-alive connection) or whose document
 * job was still waiting for an analysis thread when the server closed its pool (contracts/threaded-twin.ts): the
 * service's 503 of a server going away (docs/behaviour/service.md).
 */
export const SHUTTING_DOWN = 'Service Unavailable: the server is shutting down';
