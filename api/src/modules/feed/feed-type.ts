/** The /feeds/{type} pages. */
export enum FeedType {
  NEWS = 'NEWS',
  NOTICE = 'NOTICE',
  JOB = 'JOB',
  OFFER = 'OFFER',
}
