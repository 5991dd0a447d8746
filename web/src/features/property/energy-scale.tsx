import { useId } from 'react';
import type { EnergyInfo } from './property';

/** Green → yellow → red, as on the certificates; `position` runs from 0 (best) to 1 (worst). */
const stops = ['#007a3d', '#3f9b35', '#9cc83b', '#f3d71b', '#f5a623', '#e8611d', '#c62828'];

function colourAt(position: number): { fill: string; text: string } {
  const index = Math.round(position * (stops.length - 1));
  return { fill: stops[index]!, text: index >= 2 && index <= 4 ? '#111111' : '#ffffff' };
}

/**
 * The EPC label scale of a Belgian region, drawn as an inline SVG (no image to download, sharp at
 * any size): one bar per label, growing longer and redder, the listing's label pointed at. Screen
 * readers get one sentence (the SVG's title): the region, the ends of the scale and the label.
 */
export function EnergyScale({ scale, label }: { scale: NonNullable<EnergyInfo['scale']>; label: string }) {
  const titleId = useId();
  const { region, labels, summary } = scale;
  const dense = labels.length > 10;
  const barHeight = dense ? 15 : 24;
  const gap = dense ? 3 : 4;
  const width = 320;
  const barArea = 236;
  const height = labels.length * (barHeight + gap) - gap;
  return (
    <figure className="epc-scale">
      <svg
        className={`epc-scale__svg epc-scale__svg--${region}`}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={titleId}
        focusable="false"
      >
        <title id={titleId}>{summary}</title>
        {labels.map((step, index) => {
          const y = index * (barHeight + gap);
          const position = labels.length === 1 ? 0 : index / (labels.length - 1);
          const barWidth = 70 + (barArea - 70) * position;
          const { fill, text } = colourAt(position);
          const current = step === label;
          const middle = y + barHeight / 2;
          return (
            <g key={step} className={current ? 'epc-scale__step epc-scale__step--current' : 'epc-scale__step'}>
              <path
                d={`M0 ${y}h${barWidth - 8}l8 ${barHeight / 2}l-8 ${barHeight / 2}H0z`}
                fill={fill}
                opacity={current ? 1 : 0.9}
              />
              <text x="8" y={middle} dominantBaseline="central" fill={text} fontSize={dense ? 11 : 14} fontWeight="700">
                {step}
              </text>
              {current ? (
                <>
                  <path
                    d={`M${width} ${y - (dense ? 3 : 2)}v${barHeight + (dense ? 6 : 4)}H${barArea + 26}l-12 -${barHeight / 2 + (dense ? 3 : 2)}z`}
                    fill="#1b2627"
                  />
                  <text
                    x={(width + barArea + 26) / 2 + 4}
                    y={middle}
                    dominantBaseline="central"
                    textAnchor="middle"
                    fill="#ffffff"
                    fontSize={dense ? 13 : 16}
                    fontWeight="800"
                  >
                    {step}
                  </text>
                </>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption className="epc-scale__caption" aria-hidden="true">
        {scale.regionName}
      </figcaption>
    </figure>
  );
}
