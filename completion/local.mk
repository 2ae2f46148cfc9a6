# completion/local.mk — the bash completion, installed as
# $(bashcompdir)/condottiere (configure: pkg-config bash-completion's
# directory under our prefix, else $(datadir)/bash-completion/completions;
# bash-completion loads a command's completion from the file of its name);
# tests/completion.sh sources it in bash.
bashcompletiondir = $(bashcompdir)
dist_bashcompletion_DATA = completion/condottiere
