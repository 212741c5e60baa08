// @ornament/checkout: basket, checkout, thank-you. Filled by its issue; nothing is exported yet.
export {};
