export { AppointmentSection } from './appointment-section';
export { appointmentMessages } from './messages';
export type { BookableSlot } from './visit-slot';
