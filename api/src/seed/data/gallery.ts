export interface GalleryImageSeed {
  /** A file in src/seed/assets. */
  file: string;
  caption: string;
  captionHi: string;
  captionBn: string;
  width: number;
  height: number;
}

export interface GalleryAlbumSeed {
  slug: string;
  title: string;
  titleBn: string;
  description: string;
  descriptionHi: string;
  descriptionBn: string;
  images: GalleryImageSeed[];
}

export const galleryAlbums: GalleryAlbumSeed[] = [
  {
    slug: 'joydev-kenduli-mela',
    title: 'Joydev Kenduli Mela',
    titleBn: 'জয়দেব কেন্দুলি মেলা',
    description:
      'The Baul fair held every Poush Sankranti on the bank of the Ajay at Joydev Kenduli, ' +
      'the birthplace of the poet Jayadeva.',
    descriptionHi: 'हर पौष संक्रांति पर कवि जयदेव की जन्मभूमि जयदेव केंदुली में अजय नदी के किनारे लगने वाला बाउल मेला।',
    descriptionBn: 'প্রতি বছর পৌষ সংক্রান্তিতে কবি জয়দেবের জন্মভূমি জয়দেব কেন্দুলিতে অজয় নদের তীরে বসে বাউল মেলা।',
    images: [
      {
        file: 'kenduli-baul-singer.svg',
        caption: 'A Baul singer with his ektara',
        captionHi: 'इकतारा लिए बाउल गायक',
        captionBn: 'একতারা হাতে বাউল',
        width: 800,
        height: 600,
      },
      {
        file: 'kenduli-ajay-river.svg',
        caption: 'Evening on the Ajay',
        captionHi: 'अजय के किनारे शाम',
        captionBn: 'অজয়ের তীরে সন্ধ্যা',
        width: 800,
        height: 600,
      },
      {
        file: 'kenduli-radhabinod-temple.svg',
        caption: 'The terracotta Radhabinod temple',
        captionHi: 'टेराकोटा का राधाबिनोद मंदिर',
        captionBn: 'পোড়ামাটির রাধাবিনোদ মন্দির',
        width: 600,
        height: 800,
      },
      {
        file: 'kenduli-mela-stalls.svg',
        caption: 'Stalls and lanterns at the mela',
        captionHi: 'मेले की दुकानें और लालटेनें',
        captionBn: 'মেলার দোকান আর লণ্ঠন',
        width: 800,
        height: 600,
      },
    ],
  },
];
