// Whole numbers grouped the Indian way (12,34,567), as 'en-IN' writes them. By hand for the reason
// dates.ts gives: the first Intl use on a page loads the browser's ICU data, 40 ms and more of main
// thread before anything else can run.

/** 1234567 → '12,34,567'; negative numbers keep their sign, fractions are rounded to whole numbers. */
export function formatIndianNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const digits = String(Math.abs(Math.round(value)));
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${value < 0 && digits !== '0' ? '-' : ''}${rest ? `${rest},` : ''}${lastThree}`;
}
