import type { EntityManager } from 'typeorm';
import { VendorCategory } from '../modules/catalog/vendor-category';
import { DoctorEntity } from '../modules/medical/doctor.entity';
import { LabTestEntity } from '../modules/medical/lab-test.entity';
import { MedicalPlaceEntity } from '../modules/medical/medical-place.entity';
import { SpecialtyEntity } from '../modules/medical/specialty.entity';
import { vendorId } from './catalog.seed';
import { vendors } from './data/catalog';
import { doctors, labTests, labWordsInBengali, medicalPlaces, specialties } from './data/medical';
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
      sortOrder: index,
    })),
  );

  const doctor = await insertMissing(
    tx,
    DoctorEntity,
    doctors.map((d) => {
      const specialtyId = specialtyIds.get(d.specialty);
      if (!specialtyId) throw new Error(`Seed doctor ${d.name} has an unknown specialty ${d.specialty}`);
      return {
        id: stableId('doctor', `${d.name}:${d.chamberName}`),
        name: d.name,
        nameBn: d.nameBn,
        specialtyId,
        isSpecialist: d.isSpecialist,
        qualifications: d.qualifications,
        chamberName: d.chamberName,
        chamberAddress: d.chamberAddress,
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
      return {
        id: stableId('lab_test', `${t.lab}:${t.name}`),
        name: t.name,
        nameBn: t.nameBn,
        pricePaise: t.pricePaise,
        sample: t.sample,
        sampleBn: labWordsInBengali(t.sample),
        preparation: t.preparation ?? null,
        preparationBn: t.preparation ? labWordsInBengali(t.preparation) : null,
        reportTime: t.reportTime,
        reportTimeBn: labWordsInBengali(t.reportTime),
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
      address: p.address,
      addressBn: p.addressBn,
      village: p.village,
      phone: p.phone,
      open24h: p.open24h,
      services: p.services ?? null,
      servicesBn: p.servicesBn ?? null,
    })),
  );

  return { specialty, doctor, lab_test: labTest, medical_place: medicalPlace };
}
