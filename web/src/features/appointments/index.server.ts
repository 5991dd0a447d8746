export {
  appointmentAction,
  appointmentPageMessages,
  appointmentSection,
  loadVisitSlots,
  postsAppointment,
  type AppointmentSectionData,
  type ListingVisitSlots,
} from './appointments.server';
