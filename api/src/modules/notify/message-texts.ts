import { LabSamplePlace, OrderKind, OrderStatus } from '../orders/order-status';

/**
 * The words of the chat posts and mails: Bengali first (the village's language), English after,
 * so everyone in a shop's group can read them. Pure functions of plain data, tested on their own.
 */

/** Telegram refuses a message over 4096 characters; a long list is cut well before that. */
const MAX_TEXT = 3900;
/** Lines shown before "… and N more". */
const MAX_LINES = 30;

export interface OrderFacts {
  code: string;
  kind: OrderKind;
  status: OrderStatus;
  shopName: string | null;
  totalPaise: number | null;
  customerName: string;
  customerPhone: string;
  address: string;
  landmark: string | null;
  note: string | null;
  hasPrescription: boolean;
  preferredDate: string | null;
  homeCollection: boolean;
  /** For a lab booking whose sample is in: where the lab took it. */
  samplePlace: LabSamplePlace | null;
  lines: Array<{
    name: string;
    unit: string | null;
    quantity: number | null;
    totalPaise: number | null;
    available: boolean;
  }>;
}

export type OrderChange =
  | { kind: 'PLACED' }
  | { kind: 'STATUS'; to: OrderStatus; reason: string | null }
  | { kind: 'ASSIGNED'; riderName: string; riderPhone: string };

const STATUS_WORDS: Record<OrderStatus, [bn: string, en: string]> = {
  [OrderStatus.PLACED]: ['নতুন', 'placed'],
  [OrderStatus.PRICED]: ['দাম দেওয়া হয়েছে', 'priced'],
  [OrderStatus.CONFIRMED]: ['নিশ্চিত', 'confirmed'],
  [OrderStatus.PACKED]: ['প্যাক হয়েছে', 'packed'],
  [OrderStatus.OUT_FOR_DELIVERY]: ['ডেলিভারির পথে', 'out for delivery'],
  [OrderStatus.DELIVERED]: ['পৌঁছে গেছে', 'delivered'],
  [OrderStatus.SAMPLE_COLLECTED]: ['নমুনা নেওয়া হয়েছে', 'sample collected'],
  [OrderStatus.REPORT_READY]: ['রিপোর্ট তৈরি', 'report ready'],
  [OrderStatus.COMPLETED]: ['সম্পন্ন', 'done'],
  [OrderStatus.CANCELLED]: ['বাতিল', 'cancelled'],
};

const KIND_WORDS: Record<OrderKind, [icon: string, bn: string, en: string]> = {
  [OrderKind.CART]: ['🛒', 'নতুন অর্ডার', 'New order'],
  [OrderKind.FORDO]: ['📝', 'নতুন ফর্দ', 'New shopping list'],
  [OrderKind.MEDICINE]: ['💊', 'নতুন ওষুধের অর্ডার', 'New medicine order'],
  [OrderKind.LAB_TEST]: ['🧪', 'নতুন ল্যাব বুকিং', 'New lab booking'],
};

const SAMPLE_PLACE_WORDS: Record<LabSamplePlace, [bn: string, en: string]> = {
  [LabSamplePlace.HOME]: ['বাড়ি থেকে', 'at home'],
  [LabSamplePlace.LAB]: ['ল্যাবে', 'at the lab'],
};

const rupeeFormat = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** ₹1,234.50 from 123450 paise. */
export function rupees(paise: number): string {
  return rupeeFormat.format(paise / 100);
}

function lineText(line: OrderFacts['lines'][number]): string {
  const what =
    line.quantity === null ? line.name : `${line.name}${line.unit ? ` (${line.unit})` : ''} × ${line.quantity}`;
  if (!line.available) return `• ${what}: নেই · not available`;
  return line.totalPaise === null ? `• ${what}` : `• ${what}: ${rupees(line.totalPaise)}`;
}

function orderBody(order: OrderFacts): string[] {
  const shown = order.lines.slice(0, MAX_LINES).map(lineText);
  if (order.lines.length > MAX_LINES)
    shown.push(`… আরও ${order.lines.length - MAX_LINES}টি · and ${order.lines.length - MAX_LINES} more`);
  if (order.hasPrescription) shown.push('📎 প্রেসক্রিপশনের ছবি আছে · prescription photo attached');
  // A lab booking is paid to the lab, not at the door.
  const total =
    order.totalPaise === null
      ? 'মোট · Total: দাম এখনও দেওয়া হয়নি · not priced yet'
      : order.kind === OrderKind.LAB_TEST
        ? `মোট · Total: ${rupees(order.totalPaise)}`
        : `মোট · Total: ${rupees(order.totalPaise)} (ক্যাশ অন ডেলিভারি · cash on delivery)`;
  return [...shown, total];
}

function customerLines(order: OrderFacts): string[] {
  const lines = [
    `গ্রাহক · Customer: ${order.customerName}, ${order.customerPhone}`,
    `ঠিকানা · Address: ${order.address}${order.landmark ? ` (${order.landmark})` : ''}`,
  ];
  if (order.kind === OrderKind.LAB_TEST && order.preferredDate) {
    lines.push(`দিন · Day: ${order.preferredDate}${order.homeCollection ? ' · বাড়ি থেকে নমুনা · home collection' : ''}`);
  }
  if (order.note) lines.push(`নোট · Note: ${order.note}`);
  return lines;
}

/** A post about an order: what happened, the code, the shop, the items, the total and a link. */
export function orderMessage(order: OrderFacts, change: OrderChange, link: string): string {
  let head: string[];
  if (change.kind === 'PLACED') {
    const [icon, bn, en] = KIND_WORDS[order.kind];
    head = [`${icon} ${bn} · ${en} ${order.code}`];
  } else if (change.kind === 'STATUS' && order.kind === OrderKind.LAB_TEST) {
    const [bn, en] = STATUS_WORDS[change.to];
    head = [
      `${change.to === OrderStatus.CANCELLED ? '❌' : '🧪'} ল্যাব বুকিং ${order.code}: ${bn} · Lab booking ${order.code}: ${en}`,
    ];
    if (change.to === OrderStatus.SAMPLE_COLLECTED && order.samplePlace) {
      const [placeBn, placeEn] = SAMPLE_PLACE_WORDS[order.samplePlace];
      head.push(`নমুনা · Sample: ${placeBn} · ${placeEn}`);
    }
    if (change.reason) head.push(`কারণ · Reason: ${change.reason}`);
  } else if (change.kind === 'STATUS') {
    const [bn, en] = STATUS_WORDS[change.to];
    head = [
      `${change.to === OrderStatus.CANCELLED ? '❌' : '📦'} অর্ডার ${order.code}: ${bn} · Order ${order.code}: ${en}`,
    ];
    if (change.reason) head.push(`কারণ · Reason: ${change.reason}`);
  } else {
    head = [
      `🛵 অর্ডার ${order.code} ডেলিভারির জন্য: ${change.riderName} · Order ${order.code} given to ${change.riderName} (${change.riderPhone})`,
    ];
  }
  if (order.shopName)
    head.push(order.kind === OrderKind.LAB_TEST ? `ল্যাব · Lab: ${order.shopName}` : `দোকান · Shop: ${order.shopName}`);
  const customer = change.kind === 'PLACED' || change.kind === 'ASSIGNED' ? customerLines(order) : [];
  return fit([...head, ...orderBody(order), ...customer, `👉 ${link}`]);
}

export interface AppointmentFacts {
  code: string;
  doctorName: string;
  day: string;
  startsAt: string;
  patientName: string;
  patientPhone: string;
  patientAge: number | null;
  note: string | null;
}

export function appointmentMessage(a: AppointmentFacts, link: string): string {
  return fit([
    `🩺 নতুন অ্যাপয়েন্টমেন্ট · New appointment ${a.code}`,
    `ডাক্তার · Doctor: ${a.doctorName}`,
    `দিন · Day: ${a.day}, ${a.startsAt}`,
    `রোগী · Patient: ${a.patientName}${a.patientAge === null ? '' : ` (${a.patientAge})`}, ${a.patientPhone}`,
    ...(a.note ? [`নোট · Note: ${a.note}`] : []),
    `👉 ${link}`,
  ]);
}

export interface HelpRequestFacts {
  code: string;
  kind: 'MEDICAL_ASSISTANCE' | 'SERVICE' | 'CONTACT';
  serviceType: string | null;
  name: string;
  phone: string;
  village: string | null;
  message: string;
}

export function helpRequestMessage(r: HelpRequestFacts, link: string): string {
  const heads = {
    SERVICE: `🔧 পরিষেবার অনুরোধ · Service request ${r.code}: ${r.serviceType}`,
    MEDICAL_ASSISTANCE: `🚑 চিকিৎসা সহায়তার অনুরোধ · Medical assistance request ${r.code}`,
    CONTACT: `✉️ যোগাযোগের বার্তা · Contact message ${r.code}`,
  };
  const head = heads[r.kind];
  return fit([
    head,
    `নাম · Name: ${r.name}, ${r.phone}`,
    ...(r.village ? [`গ্রাম · Village: ${r.village}`] : []),
    `বার্তা · Message: ${r.message}`,
    `👉 ${link}`,
  ]);
}

export function passwordResetMail(name: string, link: string): { subject: string; text: string } {
  return {
    subject: 'Reset your Haat password · হাট পাসওয়ার্ড',
    text:
      `Hello ${name},\n\nSomeone (we hope you) asked to reset the password of your Haat admin account.\n` +
      `Open this link within 30 minutes to choose a new password:\n\n${link}\n\n` +
      `If you did not ask for this, ignore this mail: your password stays as it is.\n\n` +
      `নমস্কার ${name}, আপনার হাট অ্যাডমিন অ্যাকাউন্টের পাসওয়ার্ড বদলাতে ৩০ মিনিটের মধ্যে উপরের লিংকটি খুলুন। ` +
      `আপনি না চেয়ে থাকলে এই মেলটি উপেক্ষা করুন।\n\nHaat`,
  };
}

/** The lines joined; past the limit the middle is cut, and the last line (the link) always kept. */
function fit(lines: string[]): string {
  const text = lines.join('\n');
  if (text.length <= MAX_TEXT) return text;
  const last = lines[lines.length - 1];
  return `${lines
    .slice(0, -1)
    .join('\n')
    .slice(0, MAX_TEXT - last.length - 2)}…\n${last}`;
}
