import { CalculatorPage } from '~/features/renovation-calculator';
import { loadCalculatorPage } from '~/features/renovation-calculator/calculator.server';
import { publicPageHeaders } from '~/shell/site';
import type { Route } from './+types/renovation-calculator';

export const loader = ({ url, context }: Route.LoaderArgs) => loadCalculatorPage({ url, context });
export const headers = publicPageHeaders;

export default function RenovationCalculator({ loaderData }: Route.ComponentProps) {
  return <CalculatorPage data={loaderData} />;
}
