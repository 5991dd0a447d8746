export { CalculatorPage } from './calculator-page';
export { calculatorMessages } from './messages';
