import pino from 'pino';

export type Logger = pino.Logger;

export function createLogger(level: string, name = 'api', destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    name,
    level,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      remove: true,
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
