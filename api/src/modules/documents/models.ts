// The documents module's tables as Sequelize models (the migrations define the tables; models-match-tables.test.ts
// checks each model against its table).
import type { CreationOptional, InferAttributes, InferCreationAttributes, Model, Sequelize } from 'sequelize';
import { DataTypes } from 'sequelize';
import type { Models } from '../../models.ts';
import { databaseDefault } from '../../platform/model-defaults.ts';

export interface DocumentFileRow
  extends Model<InferAttributes<DocumentFileRow>, InferCreationAttributes<DocumentFileRow>> {
  documentId: string;
  language: string;
  userId: number;
  content: Buffer;
  sha256: string;
  createdAt: Date;
}

export interface MonthlyStatementRow
  extends Model<InferAttributes<MonthlyStatementRow>, InferCreationAttributes<MonthlyStatementRow>> {
  id: CreationOptional<number>;
  userId: number;
  month: string;
  runId: number | null;
  status: string;
  error: string | null;
  createdAt: Date;
  generatedAt: Date | null;
  emailedAt: Date | null;
}

export interface StatementRunRow
  extends Model<InferAttributes<StatementRunRow>, InferCreationAttributes<StatementRunRow>> {
  id: CreationOptional<number>;
  month: string;
  cause: string;
  startedBy: number | null;
  investors: number;
  startedAt: Date;
  finishedAt: Date | null;
}

export interface TaxInvoiceCounterRow
  extends Model<InferAttributes<TaxInvoiceCounterRow>, InferCreationAttributes<TaxInvoiceCounterRow>> {
  brand: string;
  year: number;
  lastNumber: number;
}

export interface TaxInvoiceSellerRow
  extends Model<InferAttributes<TaxInvoiceSellerRow>, InferCreationAttributes<TaxInvoiceSellerRow>> {
  id: CreationOptional<number>;
  seller: unknown;
  createdAt: CreationOptional<Date>;
}

export interface TaxInvoiceRow
  extends Model<InferAttributes<TaxInvoiceRow>, InferCreationAttributes<TaxInvoiceRow>> {
  id: CreationOptional<number>;
  number: string;
  brand: string;
  year: number;
  sequence: number;
  orderId: number;
  userId: number;
  orderRef: string | null;
  strategyCode: string;
  feeKind: string;
  issueDate: string;
  tradeDate: string;
  buyerNameTh: string;
  buyerNameEn: string;
  buyerTaxId: string;
  buyerAddress: unknown | null;
  vatRatePercent: string;
  amountBeforeVat: string;
  vat: string;
  total: string;
  status: CreationOptional<string>;
  replacesId: number | null;
  cancelReason: string | null;
  cancelledBy: number | null;
  cancelledAt: Date | null;
  createdAt: Date;
  sellerId: number;
}

export function defineDocumentsModels(sequelize: Sequelize) {
  const DocumentFile = sequelize.define<DocumentFileRow>(
    'DocumentFile',
    {
      documentId: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
      language: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
      userId: { type: DataTypes.BIGINT, allowNull: false },
      content: { type: DataTypes.BLOB, allowNull: false },
      sha256: { type: DataTypes.TEXT, allowNull: false },
      createdAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'document_files', timestamps: false },
  );
  const MonthlyStatement = sequelize.define<MonthlyStatementRow>(
    'MonthlyStatement',
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true, allowNull: false },
      userId: { type: DataTypes.BIGINT, allowNull: false },
      month: { type: DataTypes.TEXT, allowNull: false },
      runId: { type: DataTypes.BIGINT },
      status: { type: DataTypes.TEXT, allowNull: false },
      error: { type: DataTypes.TEXT },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      generatedAt: { type: DataTypes.DATE },
      emailedAt: { type: DataTypes.DATE },
    },
    { tableName: 'monthly_statements', timestamps: false },
  );
  const StatementRun = sequelize.define<StatementRunRow>(
    'StatementRun',
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true, allowNull: false },
      month: { type: DataTypes.TEXT, allowNull: false },
      cause: { type: DataTypes.TEXT, allowNull: false },
      startedBy: { type: DataTypes.BIGINT },
      investors: { type: DataTypes.INTEGER, allowNull: false },
      startedAt: { type: DataTypes.DATE, allowNull: false },
      finishedAt: { type: DataTypes.DATE },
    },
    { tableName: 'statement_runs', timestamps: false },
  );
  const TaxInvoiceCounter = sequelize.define<TaxInvoiceCounterRow>(
    'TaxInvoiceCounter',
    {
      brand: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
      year: { type: DataTypes.SMALLINT, primaryKey: true, allowNull: false },
      lastNumber: { type: DataTypes.INTEGER, allowNull: false },
    },
    { tableName: 'tax_invoice_counters', timestamps: false },
  );
  const TaxInvoiceSeller = sequelize.define<TaxInvoiceSellerRow>(
    'TaxInvoiceSeller',
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true, allowNull: false },
      seller: { type: DataTypes.JSONB, allowNull: false },
      createdAt: { type: DataTypes.DATE, allowNull: false, defaultValue: databaseDefault },
    },
    { tableName: 'tax_invoice_sellers', timestamps: false },
  );
  const TaxInvoice = sequelize.define<TaxInvoiceRow>(
    'TaxInvoice',
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true, allowNull: false },
      number: { type: DataTypes.TEXT, allowNull: false },
      brand: { type: DataTypes.TEXT, allowNull: false },
      year: { type: DataTypes.SMALLINT, allowNull: false },
      sequence: { type: DataTypes.INTEGER, allowNull: false },
      orderId: { type: DataTypes.BIGINT, allowNull: false },
      userId: { type: DataTypes.BIGINT, allowNull: false },
      orderRef: { type: DataTypes.TEXT },
      strategyCode: { type: DataTypes.TEXT, allowNull: false },
      feeKind: { type: DataTypes.TEXT, allowNull: false },
      issueDate: { type: DataTypes.DATEONLY, allowNull: false },
      tradeDate: { type: DataTypes.DATEONLY, allowNull: false },
      buyerNameTh: { type: DataTypes.TEXT, allowNull: false },
      buyerNameEn: { type: DataTypes.TEXT, allowNull: false },
      buyerTaxId: { type: DataTypes.TEXT, allowNull: false },
      buyerAddress: { type: DataTypes.JSONB },
      vatRatePercent: { type: DataTypes.DECIMAL, allowNull: false },
      amountBeforeVat: { type: DataTypes.DECIMAL, allowNull: false },
      vat: { type: DataTypes.DECIMAL, allowNull: false },
      total: { type: DataTypes.DECIMAL, allowNull: false },
      status: { type: DataTypes.TEXT, allowNull: false, defaultValue: databaseDefault },
      replacesId: { type: DataTypes.BIGINT },
      cancelReason: { type: DataTypes.TEXT },
      cancelledBy: { type: DataTypes.BIGINT },
      cancelledAt: { type: DataTypes.DATE },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      sellerId: { type: DataTypes.BIGINT, allowNull: false },
    },
    { tableName: 'tax_invoices', timestamps: false },
  );
  return { DocumentFile, MonthlyStatement, StatementRun, TaxInvoiceCounter, TaxInvoiceSeller, TaxInvoice };
}

export function associateDocumentsModels(m: Models): void {
  m.DocumentFile.belongsTo(m.User, { as: 'user', foreignKey: 'userId' });
  m.MonthlyStatement.belongsTo(m.User, { as: 'user', foreignKey: 'userId' });
  m.MonthlyStatement.belongsTo(m.StatementRun, { as: 'run', foreignKey: 'runId' });
  m.StatementRun.belongsTo(m.User, { as: 'startedByUser', foreignKey: 'startedBy' });
  m.TaxInvoice.belongsTo(m.TaxInvoice, { as: 'replaces', foreignKey: 'replacesId' });
  m.TaxInvoice.belongsTo(m.User, { as: 'cancelledByUser', foreignKey: 'cancelledBy' });
}
