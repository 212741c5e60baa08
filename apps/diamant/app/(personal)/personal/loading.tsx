export { PersonalLoading as default } from '@ornament/account/routes/area';
