"""assemblyFormat strings -> a verified element tree, shared by attr/type and op formats."""
