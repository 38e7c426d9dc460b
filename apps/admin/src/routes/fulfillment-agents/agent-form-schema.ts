import { fulfillmentAgentBodySchema } from '@sp/contracts/api';
import { z } from 'zod';

/** Cities are typed as one comma-separated text and sent as a list. */
export const splitCities = (text: string) => [
  ...new Set(
    text
      .split(/[,،\n]/)
      .map((c) => c.trim())
      .filter(Boolean),
  ),
];

export const agentFormSchema = fulfillmentAgentBodySchema.extend({
  cities: z.string().transform(splitCities).pipe(fulfillmentAgentBodySchema.shape.cities),
});
export type AgentFormValues = z.input<typeof agentFormSchema>;
