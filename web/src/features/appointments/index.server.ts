export {
  appointmentAction,
  appointmentPageMessages,
  appointmentSection,
  loadVisitSlots,
  postsAppointment,
  type AppointmentSectionData,
} from './appointments.server';
