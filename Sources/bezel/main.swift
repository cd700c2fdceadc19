import Bezel

print("bezel: the command line is under construction")
