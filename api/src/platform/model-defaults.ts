import { literal } from 'sequelize';

/**
 * A column's default as the migration wrote it (a sequence, `now()`, a constant): the model sends `DEFAULT` and the
 * database fills it in, so the default is written once, in the migration, and never repeated in the model.
 */
export const databaseDefault = literal('DEFAULT');
