// @ornament/auth-modal: the login modal and the session state. Filled by its issue; nothing is exported yet.
export {};
