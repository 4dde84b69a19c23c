import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    -- Customer tiers (the userTier flag): an investor is in the tier with the highest threshold at or below their
    -- assets under management. Staff keep the thresholds, names and benefits; the base tier starts at 0 so every
    -- amount has a tier (the domain's tierThresholdsProblem), and no two tiers share a threshold.
    CREATE TABLE tiers (
      code       text PRIMARY KEY CHECK (code ~ '^[A-Z][A-Z0-9_]{1,29}$'),
      name       jsonb NOT NULL,
      min_aum    numeric(20, 2) NOT NULL UNIQUE CHECK (min_aum >= 0),
      benefits   jsonb NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by bigint REFERENCES users (id)
    );

    INSERT INTO tiers (code, name, min_aum, benefits) VALUES
      ('CLASSIC', '{"th": "คลาสสิก", "en": "Classic"}', 0,
       '{"th": ["ช่วยเหลือทางอีเมลและแชตในวันทำการ", "สรุปพอร์ตการลงทุนรายเดือนทางอีเมล"],
         "en": ["E-mail and chat support on business days", "Monthly portfolio statement by e-mail"]}'),
      ('GOLD', '{"th": "โกลด์", "en": "Gold"}', 1000000,
       '{"th": ["สายด่วนบริการลูกค้าพิเศษ รับสายก่อน", "บทวิเคราะห์ภาวะตลาดรายเดือน"],
         "en": ["Priority support line", "Monthly market briefing"]}'),
      ('PRIVATE', '{"th": "ไพรเวท", "en": "Private"}', 10000000,
       '{"th": ["ผู้ดูแลความสัมพันธ์ส่วนตัว", "สายด่วนบริการลูกค้าพิเศษ รับสายก่อน", "บทวิเคราะห์ภาวะตลาดรายเดือน และนัดพูดคุยรายไตรมาส"],
         "en": ["A named relationship manager", "Priority support line", "Monthly market briefing and a quarterly review call"]}');

    -- The tier an investor is in and since when (null until first worked out; the audit log keeps each change
    -- with the AUM that caused it).
    ALTER TABLE users ADD COLUMN tier_code text REFERENCES tiers (code), ADD COLUMN tier_since timestamptz;
    CREATE INDEX users_tier_code_idx ON users (tier_code);
  `);
}
