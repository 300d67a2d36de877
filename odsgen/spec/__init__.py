"""YAML definitions -> a located, validated model. Knows nothing about Python output."""
