export interface PageSeed {
  slug: string;
  title: string;
  titleBn: string;
  titleHi: string;
  body: string;
  bodyBn: string;
  bodyHi: string;
}

const ABOUT = `Haat is the village market on your phone. It brings together, in one place, what the villages around Ilambazar, Joydev Kenduli, Bolpur, Supur, Raipur, Nanoor and Sian need every day: medicines, doctors and lab tests, emergency numbers, teachers, totos, cars and buses, groceries, the weekly bazaar, food, shops and local tradespeople.

## How it works

- Browse any section without signing up.
- Fill your cart and place the order with just your phone number and address. Cash on delivery.
- Write your own shopping list (a fordo) and let the shop price it line by line before you agree.
- Follow your order from the shop to your door, and find your past orders by phone number.

## Who is behind it

Haat is run from Ilambazar together with the shops, doctors, labs and delivery people of the block. Every shop keeps its own prices and stock up to date, so what you see is what is on the shelf.

Want your shop, chamber or service listed? Write to us from the Contact page.`;

const ABOUT_BN = `হাট হল আপনার ফোনে গ্রামের বাজার। ইলামবাজার, জয়দেব কেন্দুলি, বোলপুর, সুপুর, রায়পুর, নানুর ও সিয়ানের আশপাশের গ্রামের রোজকার দরকার এক জায়গায়: ওষুধ, ডাক্তার ও ল্যাব পরীক্ষা, জরুরি ফোন নম্বর, শিক্ষক, টোটো, গাড়ি ও বাস, মুদিখানা, সাপ্তাহিক হাট, খাবার, দোকান আর এলাকার মিস্ত্রি ও কারিগর।

## কীভাবে কাজ করে

- কোনো অ্যাকাউন্ট ছাড়াই যেকোনো বিভাগ দেখুন।
- কার্টে জিনিস রাখুন, শুধু ফোন নম্বর আর ঠিকানা দিয়ে অর্ডার করুন। জিনিস পেয়ে টাকা দিন।
- নিজের হাতে লেখা ফর্দ পাঠান; দোকান প্রতিটি জিনিসের দাম বসাবে, আপনি রাজি হলে তবেই অর্ডার।
- দোকান থেকে আপনার দরজা পর্যন্ত অর্ডার কোথায় আছে দেখুন, ফোন নম্বর দিয়ে পুরনো অর্ডার খুঁজুন।

## কারা চালান

হাট চলে ইলামবাজার থেকে, এই ব্লকের দোকান, ডাক্তার, ল্যাব আর ডেলিভারি কর্মীদের সঙ্গে নিয়ে। প্রতিটি দোকান নিজের দাম আর মজুত নিজেই ঠিক রাখে, তাই যা দেখছেন তা-ই তাকে আছে।

আপনার দোকান, চেম্বার বা পরিষেবা যোগ করতে চান? যোগাযোগ পাতা থেকে লিখুন।`;

const PRIVACY = `Haat asks for as little about you as it can, and uses it only to get your order to you.

## What we keep

- **Your phone number**, on every order, booking or request you make. It is how the shop, the lab or the delivery person calls you, and how you find your orders again.
- **Your name and delivery address**, on the orders that need delivering.
- **What you ordered**, with prices, times and every change of its status.
- For a medicine order, **the list or prescription photo** you send, seen only by the pharmacy that fills it.

You do not need an account. Your cart and the secret link to follow your order stay in your own browser, on your phone.

## Who sees it

- The shop, lab or doctor's chamber that handles your order or booking, and the delivery person assigned to it, see your name, phone number and address for that order only.
- Haat's admins see orders to sort out problems.
- Finding orders by phone number shows only a summary (order code, date, status, total, number of items). Names, addresses and items need the secret tracking link kept on the phone that placed the order, so nobody can read your address by typing your number.

We do not sell or share your details with anyone else, we do not show advertising, and we never ask for card or bank details: payment is cash on delivery.

## How long

Orders are kept for the shop's accounts and for any complaint. Ask us from the Contact page to remove your phone number and address from old orders, and we will.`;

const PRIVACY_HI = `हाट आपके बारे में जितना हो सके उतना कम पूछता है, और उसे सिर्फ़ आपका ऑर्डर आप तक पहुँचाने के लिए इस्तेमाल करता है।

## हम क्या रखते हैं

- **आपका फ़ोन नंबर**, आपके हर ऑर्डर, बुकिंग या अनुरोध पर। इसी से दुकान, लैब या डिलीवरी वाले आपको फ़ोन करते हैं, और इसी से आप अपने ऑर्डर फिर से ढूँढते हैं।
- **आपका नाम और डिलीवरी का पता**, उन ऑर्डरों पर जिन्हें घर पहुँचाना होता है।
- **आपने क्या मँगाया**, दाम, समय और उसकी हर स्थिति के बदलाव के साथ।
- दवा के ऑर्डर में आपकी भेजी **सूची या पर्ची की फ़ोटो**, जिसे सिर्फ़ वही दवा की दुकान देखती है।

कोई खाता नहीं चाहिए। आपका कार्ट और ऑर्डर देखने का गुप्त लिंक आपके फ़ोन के ब्राउज़र में ही रहता है।

## कौन देखता है

- जो दुकान, लैब या डॉक्टर का चेंबर आपका ऑर्डर या बुकिंग सँभालता है, और जिस डिलीवरी वाले को वह दिया गया है, वे सिर्फ़ उसी ऑर्डर के लिए आपका नाम, फ़ोन नंबर और पता देखते हैं।
- समस्या सुलझाने के लिए हाट के एडमिन ऑर्डर देखते हैं।
- फ़ोन नंबर से ऑर्डर ढूँढने पर सिर्फ़ सार दिखता है (ऑर्डर कोड, तारीख़, स्थिति, कुल दाम, कितनी चीज़ें)। नाम, पता और चीज़ों की सूची देखने के लिए वही गुप्त लिंक चाहिए जो ऑर्डर करने वाले फ़ोन पर रहता है, इसलिए आपका नंबर टाइप करके कोई आपका पता नहीं पढ़ सकता।

हम आपकी जानकारी किसी को बेचते या देते नहीं, कोई विज्ञापन नहीं दिखाते, और कभी कार्ड या बैंक की जानकारी नहीं माँगते: पैसे सामान हाथ में आने पर दिए जाते हैं।

## कब तक

ऑर्डर दुकान के हिसाब और किसी शिकायत के लिए रखे जाते हैं। पुराने ऑर्डरों से अपना फ़ोन नंबर और पता हटवाना हो तो संपर्क पेज से हमें कहिए, हम हटा देंगे।`;

const PRIVACY_BN = `হাট আপনার সম্পর্কে যতটা সম্ভব কম তথ্য চায়, আর তা শুধু আপনার অর্ডার আপনার কাছে পৌঁছে দিতেই ব্যবহার করে।

## আমরা কী রাখি

- **আপনার ফোন নম্বর**, প্রতিটি অর্ডার, বুকিং বা অনুরোধে। এতেই দোকান, ল্যাব বা ডেলিভারি কর্মী আপনাকে ফোন করেন, আর এতেই আপনি নিজের অর্ডার আবার খুঁজে পান।
- **আপনার নাম ও ডেলিভারির ঠিকানা**, যে অর্ডার বাড়িতে পৌঁছে দিতে হয় তাতে।
- **আপনি কী অর্ডার করেছেন**, দাম, সময় আর প্রতিটি অবস্থা বদলের হিসেব সহ।
- ওষুধের অর্ডারে আপনার পাঠানো **তালিকা বা প্রেসক্রিপশনের ছবি**, যা শুধু সেই ওষুধের দোকান দেখে।

কোনো অ্যাকাউন্ট লাগে না। আপনার কার্ট আর অর্ডার দেখার গোপন লিঙ্ক আপনার ফোনের ব্রাউজারেই থাকে।

## কারা দেখতে পান

- যে দোকান, ল্যাব বা ডাক্তারের চেম্বার আপনার অর্ডার বা বুকিং সামলায়, আর যে ডেলিভারি কর্মীকে তা দেওয়া হয়েছে, তাঁরা শুধু সেই অর্ডারের জন্য আপনার নাম, ফোন নম্বর ও ঠিকানা দেখেন।
- সমস্যা মেটাতে হাটের অ্যাডমিনরা অর্ডার দেখতে পান।
- ফোন নম্বর দিয়ে অর্ডার খুঁজলে শুধু সারাংশ দেখা যায় (অর্ডার কোড, তারিখ, অবস্থা, মোট দাম, কটি জিনিস)। নাম, ঠিকানা আর জিনিসের তালিকা দেখতে লাগে সেই গোপন লিঙ্ক, যা অর্ডার করা ফোনেই থাকে; তাই আপনার নম্বর টাইপ করে কেউ আপনার ঠিকানা পড়তে পারবে না।

আপনার তথ্য আমরা কাউকে বিক্রি করি না বা দিই না, কোনো বিজ্ঞাপন দেখাই না, আর কখনও কার্ড বা ব্যাঙ্কের তথ্য চাই না: টাকা দেন জিনিস হাতে পেয়ে।

## কতদিন রাখি

দোকানের হিসেব আর কোনো অভিযোগের জন্য অর্ডার রাখা থাকে। পুরনো অর্ডার থেকে আপনার ফোন নম্বর আর ঠিকানা মুছে দিতে চাইলে যোগাযোগ পাতা থেকে জানান, আমরা মুছে দেব।`;

const CONTACT = `Call us, or drop in at the office in Ilambazar. We answer every day from 9 am to 8 pm.

## Phone

[+91 97350 04410](tel:+919735004410)

## Office

Haat, Bazar Para, beside the State Bank
Ilambazar, Birbhum, West Bengal 731214

## For shops and tradespeople

Want your shop, chamber or service on Haat? Call the same number and ask for the vendor desk.`;

const CONTACT_BN = `ফোন করুন, অথবা ইলামবাজারের অফিসে চলে আসুন। আমরা রোজ সকাল ৯টা থেকে রাত ৮টা পর্যন্ত আছি।

## ফোন

[+91 97350 04410](tel:+919735004410)

## অফিস

হাট, বাজার পাড়া, স্টেট ব্যাঙ্কের পাশে
ইলামবাজার, বীরভূম, পশ্চিমবঙ্গ ৭৩১২১৪

## দোকান ও কারিগরদের জন্য

হাটে আপনার দোকান, চেম্বার বা পরিষেবা যোগ করতে চান? একই নম্বরে ফোন করে ভেন্ডর ডেস্ক চান।`;

const ABOUT_HI = `हाट आपके फ़ोन पर गाँव का बाज़ार है। इलामबाज़ार, जयदेव केंदुली, बोलपुर, सुपुर, रायपुर, नानूर और सियान के आसपास के गाँवों की रोज़ की ज़रूरतें एक ही जगह: दवाइयाँ, डॉक्टर और लैब जाँच, आपातकालीन नंबर, शिक्षक, टोटो, गाड़ी और बस, किराना, साप्ताहिक हाट, खाना, दुकानें और इलाके के कारीगर।

## कैसे काम करता है

- बिना खाता बनाए कोई भी विभाग देखिए।
- कार्ट में सामान रखिए और सिर्फ़ फ़ोन नंबर और पता देकर ऑर्डर कीजिए। सामान मिलने पर पैसे दीजिए।
- अपनी सूची (फ़र्द) खुद लिखकर भेजिए; दुकान हर चीज़ का दाम लगाएगी, आप राज़ी हों तभी ऑर्डर होगा।
- दुकान से आपके दरवाज़े तक ऑर्डर कहाँ है देखिए, और फ़ोन नंबर से पुराने ऑर्डर ढूँढिए।

## इसे कौन चलाता है

हाट इलामबाज़ार से चलता है, इस ब्लॉक की दुकानों, डॉक्टरों, लैबों और डिलीवरी वालों के साथ मिलकर। हर दुकान अपने दाम और स्टॉक खुद सही रखती है, इसलिए जो दिखता है वही शेल्फ़ पर है।

अपनी दुकान, चेंबर या सेवा जोड़नी है? संपर्क पेज से हमें लिखिए।`;

const CONTACT_HI = `फ़ोन कीजिए, या इलामबाज़ार के दफ़्तर आइए। हम रोज़ सुबह 9 बजे से रात 8 बजे तक हैं।

## फ़ोन

[+91 97350 04410](tel:+919735004410)

## दफ़्तर

हाट, बाज़ार पाड़ा, स्टेट बैंक के पास
इलामबाज़ार, बीरभूम, पश्चिम बंगाल 731214

## दुकानों और कारीगरों के लिए

हाट पर अपनी दुकान, चेंबर या सेवा जोड़नी है? इसी नंबर पर फ़ोन करके वेंडर डेस्क माँगिए।`;

export const pages: PageSeed[] = [
  {
    slug: 'about',
    title: 'About Haat',
    titleBn: 'হাট সম্পর্কে',
    titleHi: 'हाट के बारे में',
    body: ABOUT,
    bodyBn: ABOUT_BN,
    bodyHi: ABOUT_HI,
  },
  {
    slug: 'privacy',
    title: 'Privacy',
    titleBn: 'গোপনীয়তা',
    titleHi: 'गोपनीयता',
    body: PRIVACY,
    bodyBn: PRIVACY_BN,
    bodyHi: PRIVACY_HI,
  },
  {
    slug: 'contact',
    title: 'Contact us',
    titleBn: 'যোগাযোগ',
    titleHi: 'संपर्क करें',
    body: CONTACT,
    bodyBn: CONTACT_BN,
    bodyHi: CONTACT_HI,
  },
];

export interface HomeBannerSeed {
  key: string;
  title: string;
  titleBn: string;
  titleHi: string;
  subtitle: string;
  subtitleBn: string;
  subtitleHi: string;
  linkPath: string;
  /** A file in src/seed/assets. */
  image: string;
}

/** In carousel order. */
export const homeBanners: HomeBannerSeed[] = [
  {
    key: 'medicines',
    title: 'Medicines at your door',
    titleBn: 'ওষুধ পৌঁছে যাবে বাড়িতে',
    titleHi: 'दवाइयाँ आपके दरवाज़े तक',
    subtitle: 'Send your list or a photo of the prescription',
    subtitleBn: 'তালিকা বা প্রেসক্রিপশনের ছবি পাঠান',
    subtitleHi: 'अपनी सूची या पर्ची की फ़ोटो भेजिए',
    linkPath: '/medical',
    image: 'banner-medicines.svg',
  },
  {
    key: 'bazaar',
    title: 'The weekly bazaar, fresh from the field',
    titleBn: 'মাঠ থেকে টাটকা, সাপ্তাহিক হাট',
    titleHi: 'साप्ताहिक हाट, खेत से ताज़ा',
    subtitle: 'Vegetables, fish and eggs from Ilambazar haat',
    subtitleBn: 'ইলামবাজার হাটের সবজি, মাছ আর ডিম',
    subtitleHi: 'इलामबाज़ार हाट की सब्ज़ी, मछली और अंडे',
    linkPath: '/bazaar',
    image: 'banner-bazaar.svg',
  },
  {
    key: 'kenduli-mela',
    title: 'Joydev Kenduli Mela',
    titleBn: 'জয়দেব কেন্দুলি মেলা',
    titleHi: 'जयदेव केंदुली मेला',
    subtitle: 'Pictures from the Baul fair on the Ajay',
    subtitleBn: 'অজয়ের তীরে বাউল মেলার ছবি',
    subtitleHi: 'अजय के किनारे बाउल मेले की तस्वीरें',
    linkPath: '/gallery/joydev-kenduli-mela',
    image: 'banner-mela.svg',
  },
];
