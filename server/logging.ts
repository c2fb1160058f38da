import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Masks `apikey` values in a URL or any text holding one, so no key reaches a log line. */
export function redactApiKey(text: string): string {
  return text.replace(/([?&]apikey=)[^&#\s"]*/gi, '$1[redacted]');
}

const serializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactApiKey(request.url),
      host: request.host,
      remoteAddress: request.ip,
    };
  },
};

/** The caller's logger choice with our request serializer, which never logs a key. */
export function loggerOptions(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (logger === undefined || logger === false) return false;
  if (logger === true) return { level: 'info', serializers };
  return { ...logger, serializers: { ...logger.serializers, ...serializers } };
}
