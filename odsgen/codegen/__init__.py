"""Model -> Python: view models, templates, black, and the files on disk."""
