/**
 * A delivery address a checkout accepts (`POST /apps/ecommerce/checkout`), for the tests that place an order: the
 * shop's back-end cases, the bell's component test and its end-to-end test.
 */
export const SAMPLE_ADDRESS = {
  fullName: 'Ines Moreau',
  mobile: '+33 6 12 34 56 78',
  street: '7 Rue des Carreaux',
  landmark: '',
  city: 'Lyon',
  state: '',
  postcode: '69002',
  type: 'home',
}
