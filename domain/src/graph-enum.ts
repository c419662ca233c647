/** A domain value ('elementModel') as the graph's enum names it ('ELEMENT_MODEL'): the gateway's enums and the web's look-ups agree. */
export const graphEnumName = (value: string): string => value.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();
