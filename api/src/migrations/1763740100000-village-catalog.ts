import type { MigrationInterface, QueryRunner } from 'typeorm';

/** +91 and ten digits: what a phone dials from a tap-to-call link. */
const PHONE = `'^[+]91[0-9]{10}$'`;
/** Lower-case words joined by single hyphens, as used in the site's paths. */
const SLUG = `'^[a-z0-9]+(-[a-z0-9]+)*$'`;
/** Weekdays as JavaScript's Date#getDay numbers them, 0 = Sunday. */
const WEEKDAYS = `'{0,1,2,3,4,5,6}'::smallint[]`;

const TIMESTAMPS = `
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()`;

/**
 * The listings of the village block: shops and their products, doctors and lab tests, medical
 * places, teachers, transport, local services, feeds, the gallery and the site's own pages.
 * Orders will point at vendors, products, doctors and lab tests, so those are never deleted
 * from under them (ON DELETE RESTRICT); rows that only make sense inside a parent (bus stop
 * times, gallery images) go with it.
 */
export class VillageCatalog1763740100000 implements MigrationInterface {
  name = 'VillageCatalog1763740100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TYPE "vendor_category" AS ENUM ('GROCERY', 'BAZAAR', 'FOOD', 'SHOP', 'PHARMACY', 'LAB')`);
    await q.query(`CREATE TYPE "product_section" AS ENUM ('GROCERY', 'BAZAAR', 'FOOD', 'SHOP', 'PHARMACY')`);
    await q.query(
      `CREATE TYPE "medical_place_type" AS ENUM ('HOSPITAL', 'CLINIC', 'DIAGNOSTIC_CENTRE', 'BLOOD_BANK', 'NURSING_HOME')`,
    );
    await q.query(`CREATE TYPE "teacher_mode" AS ENUM ('HOME', 'COACHING', 'ONLINE')`);
    await q.query(`CREATE TYPE "bus_direction" AS ENUM ('UP', 'DOWN')`);
    await q.query(`CREATE TYPE "feed_type" AS ENUM ('NEWS', 'NOTICE', 'JOB', 'OFFER')`);

    // Catalog
    await q.query(`
      CREATE TABLE "vendor" (
        "id" uuid PRIMARY KEY,
        "name" text NOT NULL,
        "name_bn" text,
        "category" "vendor_category" NOT NULL,
        "owner_name" text,
        "village" text NOT NULL,
        "address" text NOT NULL,
        "phone" text NOT NULL,
        "opens_at" time NOT NULL,
        "closes_at" time NOT NULL,
        "closed_days" smallint[] NOT NULL DEFAULT '{}',
        "active" boolean NOT NULL DEFAULT true,
        "chat_group_id" text,${TIMESTAMPS},
        CONSTRAINT "vendor_phone_check" CHECK ("phone" ~ ${PHONE}),
        CONSTRAINT "vendor_closed_days_check" CHECK ("closed_days" <@ ${WEEKDAYS})
      )`);
    await q.query(`CREATE INDEX "vendor_category_name" ON "vendor" ("category", "name")`);

    await q.query(`
      CREATE TABLE "product" (
        "id" uuid PRIMARY KEY,
        "vendor_id" uuid NOT NULL,
        "section" "product_section" NOT NULL,
        "name" text NOT NULL,
        "name_bn" text,
        "description" text,
        "unit" text NOT NULL,
        "price_paise" integer NOT NULL,
        "mrp_paise" integer NOT NULL,
        "stock" integer NOT NULL DEFAULT 0,
        "available" boolean NOT NULL DEFAULT true,
        "image" text,
        "version" integer NOT NULL DEFAULT 1,${TIMESTAMPS},
        CONSTRAINT "product_vendor_id_fkey" FOREIGN KEY ("vendor_id") REFERENCES "vendor" ("id") ON DELETE RESTRICT,
        CONSTRAINT "product_stock_check" CHECK ("stock" >= 0),
        CONSTRAINT "product_price_check" CHECK ("price_paise" >= 0 AND "price_paise" <= "mrp_paise")
      )`);
    await q.query(`CREATE INDEX "product_vendor_id" ON "product" ("vendor_id")`);
    await q.query(`CREATE INDEX "product_section_name" ON "product" ("section", "name")`);

    // Medical
    await q.query(`
      CREATE TABLE "specialty" (
        "id" uuid PRIMARY KEY,
        "slug" text NOT NULL,
        "name" text NOT NULL,
        "name_bn" text,
        "sort_order" integer NOT NULL DEFAULT 0,${TIMESTAMPS},
        CONSTRAINT "specialty_slug_key" UNIQUE ("slug"),
        CONSTRAINT "specialty_slug_check" CHECK ("slug" ~ ${SLUG})
      )`);

    await q.query(`
      CREATE TABLE "doctor" (
        "id" uuid PRIMARY KEY,
        "name" text NOT NULL,
        "name_bn" text,
        "specialty_id" uuid,
        "is_specialist" boolean NOT NULL DEFAULT false,
        "qualifications" text NOT NULL,
        "chamber_name" text NOT NULL,
        "chamber_address" text NOT NULL,
        "village" text NOT NULL,
        "visiting_days" smallint[] NOT NULL,
        "visit_from" time NOT NULL,
        "visit_to" time NOT NULL,
        "fee_paise" integer NOT NULL,
        "phone" text NOT NULL,
        "patients_per_slot" integer NOT NULL DEFAULT 10,
        "image" text,
        "active" boolean NOT NULL DEFAULT true,${TIMESTAMPS},
        CONSTRAINT "doctor_specialty_id_fkey" FOREIGN KEY ("specialty_id") REFERENCES "specialty" ("id") ON DELETE RESTRICT,
        CONSTRAINT "doctor_specialist_check" CHECK (NOT "is_specialist" OR "specialty_id" IS NOT NULL),
        CONSTRAINT "doctor_visiting_days_check"
          CHECK (cardinality("visiting_days") > 0 AND "visiting_days" <@ ${WEEKDAYS}),
        CONSTRAINT "doctor_visiting_hours_check" CHECK ("visit_from" < "visit_to"),
        CONSTRAINT "doctor_fee_check" CHECK ("fee_paise" >= 0),
        CONSTRAINT "doctor_patients_per_slot_check" CHECK ("patients_per_slot" > 0),
        CONSTRAINT "doctor_phone_check" CHECK ("phone" ~ ${PHONE})
      )`);
    await q.query(`CREATE INDEX "doctor_specialty_id" ON "doctor" ("specialty_id")`);
    await q.query(`CREATE INDEX "doctor_is_specialist_name" ON "doctor" ("is_specialist", "name")`);
    await q.query(`CREATE INDEX "doctor_village" ON "doctor" ("village")`);

    await q.query(`
      CREATE TABLE "lab_test" (
        "id" uuid PRIMARY KEY,
        "name" text NOT NULL,
        "name_bn" text,
        "price_paise" integer NOT NULL,
        "sample" text NOT NULL,
        "preparation" text,
        "report_time" text NOT NULL,
        "home_collection" boolean NOT NULL DEFAULT false,
        "vendor_id" uuid,
        "active" boolean NOT NULL DEFAULT true,${TIMESTAMPS},
        CONSTRAINT "lab_test_vendor_id_fkey" FOREIGN KEY ("vendor_id") REFERENCES "vendor" ("id") ON DELETE RESTRICT,
        CONSTRAINT "lab_test_price_check" CHECK ("price_paise" >= 0)
      )`);
    await q.query(`CREATE INDEX "lab_test_vendor_id" ON "lab_test" ("vendor_id")`);
    await q.query(`CREATE INDEX "lab_test_name" ON "lab_test" ("name")`);

    await q.query(`
      CREATE TABLE "medical_place" (
        "id" uuid PRIMARY KEY,
        "type" "medical_place_type" NOT NULL,
        "name" text NOT NULL,
        "name_bn" text,
        "address" text NOT NULL,
        "village" text NOT NULL,
        "phone" text NOT NULL,
        "open_24h" boolean NOT NULL DEFAULT false,
        "services" text,${TIMESTAMPS},
        CONSTRAINT "medical_place_phone_check" CHECK ("phone" ~ ${PHONE})
      )`);
    await q.query(`CREATE INDEX "medical_place_type_name" ON "medical_place" ("type", "name")`);

    // Education
    await q.query(`
      CREATE TABLE "teacher" (
        "id" uuid PRIMARY KEY,
        "name" text NOT NULL,
        "name_bn" text,
        "subjects" text[] NOT NULL,
        "class_from" smallint NOT NULL,
        "class_to" smallint NOT NULL,
        "village" text NOT NULL,
        "fee_paise" integer NOT NULL,
        "modes" "teacher_mode"[] NOT NULL,
        "phone" text NOT NULL,
        "qualifications" text NOT NULL,
        "active" boolean NOT NULL DEFAULT true,${TIMESTAMPS},
        CONSTRAINT "teacher_subjects_check" CHECK (cardinality("subjects") > 0),
        CONSTRAINT "teacher_modes_check" CHECK (cardinality("modes") > 0),
        CONSTRAINT "teacher_classes_check" CHECK ("class_from" >= 1 AND "class_from" <= "class_to" AND "class_to" <= 12),
        CONSTRAINT "teacher_fee_check" CHECK ("fee_paise" >= 0),
        CONSTRAINT "teacher_phone_check" CHECK ("phone" ~ ${PHONE})
      )`);
    await q.query(`CREATE INDEX "teacher_village" ON "teacher" ("village")`);
    await q.query(`CREATE INDEX "teacher_classes" ON "teacher" ("class_from", "class_to")`);
    // Answers `subjects @> ARRAY['Mathematics']` without reading every teacher.
    await q.query(`CREATE INDEX "teacher_subjects" ON "teacher" USING gin ("subjects")`);

    // Transport
    await q.query(`
      CREATE TABLE "toto_stand" (
        "id" uuid PRIMARY KEY,
        "name" text NOT NULL,
        "name_bn" text,
        "village" text NOT NULL,
        "landmark" text,
        "sort_order" integer NOT NULL DEFAULT 0,${TIMESTAMPS}
      )`);

    await q.query(`
      CREATE TABLE "toto_driver" (
        "id" uuid PRIMARY KEY,
        "stand_id" uuid NOT NULL,
        "name" text NOT NULL,
        "name_bn" text,
        "phone" text NOT NULL,
        "vehicle_number" text NOT NULL,
        "available" boolean NOT NULL DEFAULT true,${TIMESTAMPS},
        CONSTRAINT "toto_driver_stand_id_fkey" FOREIGN KEY ("stand_id") REFERENCES "toto_stand" ("id") ON DELETE RESTRICT,
        CONSTRAINT "toto_driver_phone_check" CHECK ("phone" ~ ${PHONE})
      )`);
    await q.query(`CREATE INDEX "toto_driver_stand_id" ON "toto_driver" ("stand_id")`);

    await q.query(`
      CREATE TABLE "car" (
        "id" uuid PRIMARY KEY,
        "driver_name" text NOT NULL,
        "driver_name_bn" text,
        "phone" text NOT NULL,
        "model" text NOT NULL,
        "vehicle_number" text NOT NULL,
        "seats" integer NOT NULL,
        "rate_paise_per_km" integer NOT NULL,
        "village" text NOT NULL,
        "ac" boolean NOT NULL,
        "available" boolean NOT NULL DEFAULT true,${TIMESTAMPS},
        CONSTRAINT "car_seats_check" CHECK ("seats" > 0),
        CONSTRAINT "car_rate_check" CHECK ("rate_paise_per_km" >= 0),
        CONSTRAINT "car_phone_check" CHECK ("phone" ~ ${PHONE})
      )`);
    await q.query(`CREATE INDEX "car_village" ON "car" ("village")`);

    await q.query(`
      CREATE TABLE "bus_route" (
        "id" uuid PRIMARY KEY,
        "slug" text NOT NULL,
        "name" text NOT NULL,
        "name_bn" text,
        "from_place" text NOT NULL,
        "to_place" text NOT NULL,
        "via" text,
        "up_slug" text NOT NULL,
        "down_slug" text NOT NULL,
        "sort_order" integer NOT NULL DEFAULT 0,${TIMESTAMPS},
        CONSTRAINT "bus_route_slug_key" UNIQUE ("slug"),
        CONSTRAINT "bus_route_up_slug_key" UNIQUE ("up_slug"),
        CONSTRAINT "bus_route_down_slug_key" UNIQUE ("down_slug"),
        CONSTRAINT "bus_route_slugs_check" CHECK (
          "up_slug" <> "down_slug" AND "slug" ~ ${SLUG} AND "up_slug" ~ ${SLUG} AND "down_slug" ~ ${SLUG}
        )
      )`);

    await q.query(`
      CREATE TABLE "bus_trip" (
        "id" uuid PRIMARY KEY,
        "route_id" uuid NOT NULL,
        "direction" "bus_direction" NOT NULL,
        "departs_at" time NOT NULL,
        "operator" text NOT NULL,
        "bus_name" text,
        "days" smallint[] NOT NULL DEFAULT ${WEEKDAYS},${TIMESTAMPS},
        CONSTRAINT "bus_trip_route_id_fkey" FOREIGN KEY ("route_id") REFERENCES "bus_route" ("id") ON DELETE CASCADE,
        CONSTRAINT "bus_trip_days_check" CHECK (cardinality("days") > 0 AND "days" <@ ${WEEKDAYS})
      )`);
    await q.query(
      `CREATE INDEX "bus_trip_route_direction_departs" ON "bus_trip" ("route_id", "direction", "departs_at")`,
    );

    await q.query(`
      CREATE TABLE "bus_stop_time" (
        "id" uuid PRIMARY KEY,
        "trip_id" uuid NOT NULL,
        "stop_order" smallint NOT NULL,
        "stop_name" text NOT NULL,
        "stop_name_bn" text,
        "arrives_at" time NOT NULL,${TIMESTAMPS},
        CONSTRAINT "bus_stop_time_trip_id_fkey" FOREIGN KEY ("trip_id") REFERENCES "bus_trip" ("id") ON DELETE CASCADE,
        CONSTRAINT "bus_stop_time_trip_order_key" UNIQUE ("trip_id", "stop_order"),
        CONSTRAINT "bus_stop_time_order_check" CHECK ("stop_order" >= 1)
      )`);

    // Directory
    await q.query(`
      CREATE TABLE "service_provider" (
        "id" uuid PRIMARY KEY,
        "type" text NOT NULL,
        "name" text NOT NULL,
        "name_bn" text,
        "village" text NOT NULL,
        "phone" text NOT NULL,
        "description" text,
        "visit_charge_paise" integer,
        "active" boolean NOT NULL DEFAULT true,${TIMESTAMPS},
        CONSTRAINT "service_provider_type_check" CHECK ("type" ~ ${SLUG}),
        CONSTRAINT "service_provider_visit_charge_check" CHECK ("visit_charge_paise" >= 0),
        CONSTRAINT "service_provider_phone_check" CHECK ("phone" ~ ${PHONE})
      )`);
    await q.query(`CREATE INDEX "service_provider_type_village" ON "service_provider" ("type", "village")`);

    // Feeds
    await q.query(`
      CREATE TABLE "feed_post" (
        "id" uuid PRIMARY KEY,
        "type" "feed_type" NOT NULL,
        "title" text NOT NULL,
        "title_bn" text,
        "body" text NOT NULL,
        "published_at" timestamptz NOT NULL DEFAULT now(),
        "expires_at" timestamptz,
        "image" text,${TIMESTAMPS},
        CONSTRAINT "feed_post_expiry_check" CHECK ("expires_at" > "published_at")
      )`);
    await q.query(`CREATE INDEX "feed_post_type_published" ON "feed_post" ("type", "published_at")`);

    // Gallery
    await q.query(`
      CREATE TABLE "gallery_album" (
        "id" uuid PRIMARY KEY,
        "slug" text NOT NULL,
        "title" text NOT NULL,
        "title_bn" text,
        "description" text,
        "sort_order" integer NOT NULL DEFAULT 0,${TIMESTAMPS},
        CONSTRAINT "gallery_album_slug_key" UNIQUE ("slug"),
        CONSTRAINT "gallery_album_slug_check" CHECK ("slug" ~ ${SLUG})
      )`);

    await q.query(`
      CREATE TABLE "gallery_image" (
        "id" uuid PRIMARY KEY,
        "album_id" uuid NOT NULL,
        "caption" text,
        "caption_bn" text,
        "file" text NOT NULL,
        "width" integer NOT NULL,
        "height" integer NOT NULL,
        "sort_order" integer NOT NULL DEFAULT 0,${TIMESTAMPS},
        CONSTRAINT "gallery_image_album_id_fkey" FOREIGN KEY ("album_id") REFERENCES "gallery_album" ("id") ON DELETE CASCADE,
        CONSTRAINT "gallery_image_size_check" CHECK ("width" > 0 AND "height" > 0)
      )`);
    await q.query(`CREATE INDEX "gallery_image_album_sort" ON "gallery_image" ("album_id", "sort_order")`);

    // Content
    await q.query(`
      CREATE TABLE "page" (
        "id" uuid PRIMARY KEY,
        "slug" text NOT NULL,
        "title" text NOT NULL,
        "title_bn" text,
        "body" text NOT NULL,
        "body_bn" text,${TIMESTAMPS},
        CONSTRAINT "page_slug_key" UNIQUE ("slug"),
        CONSTRAINT "page_slug_check" CHECK ("slug" ~ ${SLUG})
      )`);

    await q.query(`
      CREATE TABLE "home_banner" (
        "id" uuid PRIMARY KEY,
        "title" text NOT NULL,
        "title_bn" text,
        "subtitle" text,
        "subtitle_bn" text,
        "link_path" text NOT NULL,
        "image" text,
        "sort_order" integer NOT NULL DEFAULT 0,
        "active" boolean NOT NULL DEFAULT true,${TIMESTAMPS},
        CONSTRAINT "home_banner_link_check" CHECK ("link_path" LIKE '/%')
      )`);
    await q.query(`CREATE INDEX "home_banner_active_sort" ON "home_banner" ("active", "sort_order")`);
  }

  async down(q: QueryRunner): Promise<void> {
    // Children before parents; indexes and constraints go with their tables.
    for (const table of [
      'home_banner',
      'page',
      'gallery_image',
      'gallery_album',
      'feed_post',
      'service_provider',
      'bus_stop_time',
      'bus_trip',
      'bus_route',
      'car',
      'toto_driver',
      'toto_stand',
      'teacher',
      'medical_place',
      'lab_test',
      'doctor',
      'specialty',
      'product',
      'vendor',
    ]) {
      await q.query(`DROP TABLE "${table}"`);
    }
    for (const type of [
      'feed_type',
      'bus_direction',
      'teacher_mode',
      'medical_place_type',
      'product_section',
      'vendor_category',
    ]) {
      await q.query(`DROP TYPE "${type}"`);
    }
  }
}
