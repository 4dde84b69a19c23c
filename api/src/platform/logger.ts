import pino from 'pino';
import { logSerializers } from './log-privacy.ts';

export type Logger = pino.Logger;

export function createLogger(level: string, name = 'api', destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    name,
    level,
    serializers: logSerializers,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      remove: true,
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
