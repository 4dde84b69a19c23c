import pino from 'pino';

export type Logger = pino.Logger;

export function createLogger(level: string, name = 'api'): Logger {
  return pino({
    name,
    level,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      remove: true,
    },
  });
}
