/** A start-up failure the user can fix: printed as the cause and the fix, without a stack trace. */
export class StackError extends Error {
  readonly fix: string;

  constructor(message: string, fix: string) {
    super(message);
    this.fix = fix;
  }
}
