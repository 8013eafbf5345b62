const common =
  "The hostel has a common room with newspapers and a television, a reading room, a mess run by the boarders' committee, " +
  "drinking water purifiers on every floor and a visitors' area. The warden and the assistant warden live on campus.";

/** hostel_home of hostels 1–8 (sample text, to be replaced by the college). */
export const hostelHomes: Record<number, string> = {
  1: `<p>Hostel No. 1 (sample) is the oldest boys' hostel on the campus, close to the main academic block. ${common}</p>`,
  2: `<p>Hostel No. 2 (sample) houses mostly second-year students and is next to the college ground. ${common}</p>`,
  3: `<p>Hostel No. 3 (sample) has single and double rooms and a small gymnasium. ${common}</p>`,
  4: `<p>Hostel No. 4 (sample) is near the central library and the health centre. ${common}</p>`,
  5: `<p>Hostel No. 5 (sample) is a newer block with solar water heating. ${common}</p>`,
  6: `<p>Hostel No. 6 (sample) houses final-year students and postgraduate scholars. ${common}</p>`,
  7: `<p>Girls' Hostel No. 7 (sample) is inside its own compound with round-the-clock security. ${common}</p>`,
  8: `<p>Girls' Hostel No. 8 (sample) was built under RUSA and has a lift and accessible rooms. ${common}</p>`,
};
