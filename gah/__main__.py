from gah.cli import main

main()
