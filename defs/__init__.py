"""Definition files shipped with odsgen (builtin.yaml), found by includes."""
