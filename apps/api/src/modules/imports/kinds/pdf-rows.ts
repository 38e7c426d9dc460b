/** Headers of a PDF import's rows (each page is a row): also those of its error file. */
export const PDF_HEADERS = ['page', 'order number', 'tracking number', 'text'];
export const PDF_MAPPING = {
  orderNumber: 'order number',
  trackingNumber: 'tracking number',
  carrier: null,
  labelUrl: null,
};
