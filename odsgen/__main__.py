from odsgen.cli import script

script()
