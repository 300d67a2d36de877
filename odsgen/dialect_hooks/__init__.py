"""Hand-written Python that the shipped dialect definitions refer to (verifier hooks,
custom directives, trait classes), one module per dialect."""
