from odsgen.cli import main

raise SystemExit(main())
