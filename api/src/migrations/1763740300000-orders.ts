import type { MigrationInterface, QueryRunner } from 'typeorm';

const TIMESTAMPS = `
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()`;

/**
 * Orders. A checkout is one press of "Place order": its idempotency key makes a retry return the
 * same orders, and it holds the customer's contact. It becomes one order per shop. Each order
 * keeps copies of what was bought at the price it was bought for, and every change of status is
 * an event row. Stock lives on product (its CHECK keeps it from going below zero).
 */
export class Orders1763740300000 implements MigrationInterface {
  name = 'Orders1763740300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TYPE "order_status" AS ENUM ('PLACED', 'PRICED', 'CONFIRMED', 'PACKED', 'OUT_FOR_DELIVERY', 'DELIVERED', 'CANCELLED')`,
    );
    await q.query(`CREATE TYPE "order_kind" AS ENUM ('CART', 'FORDO', 'MEDICINE', 'LAB_TEST')`);
    await q.query(`CREATE TYPE "order_actor" AS ENUM ('CUSTOMER', 'VENDOR', 'DELIVERY', 'ADMIN')`);

    await q.query(`
      CREATE TABLE "checkout" (
        "id" uuid PRIMARY KEY,
        "code" text NOT NULL,
        "idempotency_key" text NOT NULL,
        "fingerprint" text NOT NULL,
        "customer_name" text NOT NULL,
        "customer_phone" text NOT NULL,
        "address" text NOT NULL,
        "landmark" text,${TIMESTAMPS},
        CONSTRAINT "checkout_customer_phone_check" CHECK ("customer_phone" ~ '^[+]91[6-9][0-9]{9}$')
      )`);
    await q.query(`CREATE UNIQUE INDEX "checkout_code_key" ON "checkout" ("code")`);
    await q.query(`CREATE UNIQUE INDEX "checkout_idempotency_key_key" ON "checkout" ("idempotency_key")`);

    await q.query(`
      CREATE TABLE "customer_order" (
        "id" uuid PRIMARY KEY,
        "checkout_id" uuid NOT NULL,
        "code" text NOT NULL,
        "kind" "order_kind" NOT NULL,
        "vendor_id" uuid,
        "category" "vendor_category" NOT NULL,
        "status" "order_status" NOT NULL DEFAULT 'PLACED',
        "customer_phone" text NOT NULL,
        "total_paise" integer,
        "item_count" integer NOT NULL,
        "note" text,
        "prescription_file" text,
        "preferred_date" date,
        "home_collection" boolean NOT NULL DEFAULT false,
        "cash_collected_at" timestamptz,
        "version" integer NOT NULL DEFAULT 1,${TIMESTAMPS},
        CONSTRAINT "customer_order_checkout_id_fkey" FOREIGN KEY ("checkout_id") REFERENCES "checkout" ("id") ON DELETE RESTRICT,
        CONSTRAINT "customer_order_vendor_id_fkey" FOREIGN KEY ("vendor_id") REFERENCES "vendor" ("id") ON DELETE RESTRICT,
        CONSTRAINT "customer_order_total_check" CHECK ("total_paise" IS NULL OR "total_paise" >= 0),
        CONSTRAINT "customer_order_item_count_check" CHECK ("item_count" > 0)
      )`);
    await q.query(`CREATE UNIQUE INDEX "customer_order_code_key" ON "customer_order" ("code")`);
    await q.query(`CREATE INDEX "customer_order_checkout_id" ON "customer_order" ("checkout_id")`);
    // Find Order: a phone's orders, newest first (read backwards).
    await q.query(`CREATE INDEX "customer_order_phone_created" ON "customer_order" ("customer_phone", "created_at")`);
    // A shop's orders by status, newest first; lists sent to any shop of a kind, by kind.
    await q.query(
      `CREATE INDEX "customer_order_vendor_status" ON "customer_order" ("vendor_id", "status", "created_at")`,
    );
    await q.query(
      `CREATE INDEX "customer_order_category_status" ON "customer_order" ("category", "status", "created_at")`,
    );

    await q.query(`
      CREATE TABLE "order_line" (
        "id" uuid PRIMARY KEY,
        "order_id" uuid NOT NULL,
        "position" smallint NOT NULL,
        "product_id" uuid,
        "lab_test_id" uuid,
        "name" text NOT NULL,
        "unit" text,
        "quantity" integer,
        "unit_price_paise" integer,
        "total_paise" integer,
        "available" boolean NOT NULL DEFAULT true,${TIMESTAMPS},
        CONSTRAINT "order_line_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "customer_order" ("id") ON DELETE CASCADE,
        CONSTRAINT "order_line_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "product" ("id") ON DELETE RESTRICT,
        CONSTRAINT "order_line_lab_test_id_fkey" FOREIGN KEY ("lab_test_id") REFERENCES "lab_test" ("id") ON DELETE RESTRICT,
        CONSTRAINT "order_line_quantity_check" CHECK ("quantity" IS NULL OR ("quantity" BETWEEN 1 AND 99)),
        CONSTRAINT "order_line_price_check" CHECK (("unit_price_paise" IS NULL OR "unit_price_paise" >= 0) AND ("total_paise" IS NULL OR "total_paise" >= 0))
      )`);
    await q.query(`CREATE UNIQUE INDEX "order_line_position_key" ON "order_line" ("order_id", "position")`);
    await q.query(`CREATE INDEX "order_line_product_id" ON "order_line" ("product_id")`);
    await q.query(`CREATE INDEX "order_line_lab_test_id" ON "order_line" ("lab_test_id")`);

    await q.query(`
      CREATE TABLE "order_event" (
        "id" uuid PRIMARY KEY,
        "order_id" uuid NOT NULL,
        "from_status" "order_status",
        "to_status" "order_status" NOT NULL,
        "actor" "order_actor" NOT NULL,
        "actor_user_id" uuid,
        "reason" text,${TIMESTAMPS},
        CONSTRAINT "order_event_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "customer_order" ("id") ON DELETE CASCADE,
        CONSTRAINT "order_event_actor_user_id_fkey" FOREIGN KEY ("actor_user_id") REFERENCES "app_user" ("id") ON DELETE SET NULL
      )`);
    await q.query(`CREATE INDEX "order_event_order_id" ON "order_event" ("order_id", "created_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "order_event"`);
    await q.query(`DROP TABLE "order_line"`);
    await q.query(`DROP TABLE "customer_order"`);
    await q.query(`DROP TABLE "checkout"`);
    await q.query(`DROP TYPE "order_actor"`);
    await q.query(`DROP TYPE "order_kind"`);
    await q.query(`DROP TYPE "order_status"`);
  }
}
