import type { EntityManager } from 'typeorm';
import { VendorCategory } from '../modules/catalog/vendor-category';
import { DoctorEntity } from '../modules/medical/doctor.entity';
import { LabTestEntity } from '../modules/medical/lab-test.entity';
import { MedicalPlaceEntity } from '../modules/medical/medical-place.entity';
import { SpecialtyEntity } from '../modules/medical/specialty.entity';
import { vendorId } from './catalog.seed';
import { vendors } from './data/catalog';
import { DOCTOR_WORDS, doctors, LAB_TEST_NAMES, LAB_WORDS, labTests, medicalPlaces, specialties } from './data/medical';
import { formsOf, optionalFormsOf } from './data/in-languages';
import { insertMissing, type SeedTally } from './insert-missing';
import { stableId } from './stable-id';

/** Runs after the catalog: lab tests point at LAB vendors. */
export async function seedMedical(tx: EntityManager): Promise<SeedTally> {
  const specialtyIds = new Map(specialties.map((s) => [s.slug, stableId('specialty', s.slug)]));
  const labKeys = new Set(vendors.filter((v) => v.category === VendorCategory.LAB).map((v) => v.key));

  const specialty = await insertMissing(
    tx,
    SpecialtyEntity,
    specialties.map((s, index) => ({
      id: specialtyIds.get(s.slug)!,
      slug: s.slug,
      name: s.name,
      nameBn: s.nameBn,
      nameHi: s.nameHi,
      sortOrder: index,
    })),
  );

  const doctor = await insertMissing(
    tx,
    DoctorEntity,
    doctors.map((d) => {
      const specialtyId = specialtyIds.get(d.specialty);
      if (!specialtyId) throw new Error(`Seed doctor ${d.name} has an unknown specialty ${d.specialty}`);
      const words = (text: string) => formsOf(DOCTOR_WORDS, text, 'DOCTOR_WORDS in seed/data/medical.ts');
      const [qualifications, chamberName, chamberAddress] = [
        words(d.qualifications),
        words(d.chamberName),
        words(d.chamberAddress),
      ];
      return {
        id: stableId('doctor', `${d.name}:${d.chamberName}`),
        name: d.name,
        nameBn: d.nameBn,
        nameHi: d.nameHi,
        specialtyId,
        isSpecialist: d.isSpecialist,
        qualifications: d.qualifications,
        qualificationsBn: qualifications.bn,
        qualificationsHi: qualifications.hi,
        chamberName: d.chamberName,
        chamberNameBn: chamberName.bn,
        chamberNameHi: chamberName.hi,
        chamberAddress: d.chamberAddress,
        chamberAddressBn: chamberAddress.bn,
        chamberAddressHi: chamberAddress.hi,
        village: d.village,
        visitingDays: d.visitingDays,
        visitFrom: d.visitFrom,
        visitTo: d.visitTo,
        feePaise: d.feePaise,
        phone: d.phone,
        patientsPerSlot: d.patientsPerSlot ?? 10,
        image: null,
        imageWidth: null,
        imageHeight: null,
        active: true,
      };
    }),
  );

  const labTest = await insertMissing(
    tx,
    LabTestEntity,
    labTests.map((t) => {
      if (!labKeys.has(t.lab)) throw new Error(`Seed lab test ${t.name} names ${t.lab}, which is not a LAB vendor`);
      const where = 'LAB_WORDS in seed/data/medical.ts';
      const [name, sample, preparation, reportTime] = [
        formsOf(LAB_TEST_NAMES, t.name, 'LAB_TEST_NAMES in seed/data/medical.ts'),
        formsOf(LAB_WORDS, t.sample, where),
        optionalFormsOf(LAB_WORDS, t.preparation, where),
        formsOf(LAB_WORDS, t.reportTime, where),
      ];
      return {
        id: stableId('lab_test', `${t.lab}:${t.name}`),
        name: t.name,
        nameBn: name.bn,
        nameHi: name.hi,
        pricePaise: t.pricePaise,
        sample: t.sample,
        sampleBn: sample.bn,
        sampleHi: sample.hi,
        preparation: t.preparation ?? null,
        preparationBn: preparation.bn,
        preparationHi: preparation.hi,
        reportTime: t.reportTime,
        reportTimeBn: reportTime.bn,
        reportTimeHi: reportTime.hi,
        homeCollection: t.homeCollection,
        vendorId: vendorId(t.lab),
        active: true,
      };
    }),
  );

  const medicalPlace = await insertMissing(
    tx,
    MedicalPlaceEntity,
    medicalPlaces.map((p) => ({
      id: stableId('medical_place', `${p.type}:${p.name}`),
      type: p.type,
      name: p.name,
      nameBn: p.nameBn,
      nameHi: p.nameHi,
      address: p.address,
      addressBn: p.addressBn,
      addressHi: p.addressHi,
      village: p.village,
      phone: p.phone,
      open24h: p.open24h,
      services: p.services ?? null,
      servicesBn: p.servicesBn ?? null,
      servicesHi: p.servicesHi ?? null,
    })),
  );

  return { specialty, doctor, lab_test: labTest, medical_place: medicalPlace };
}
