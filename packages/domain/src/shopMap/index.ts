export * from './shopMapTexts';
export { hoursText } from './openingHours';
